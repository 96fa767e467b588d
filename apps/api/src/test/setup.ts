import { installConsoleGuard } from './console-guard.js';

installConsoleGuard();
