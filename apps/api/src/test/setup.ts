import { installConsoleGuard } from './console-guard.js';
import { installErrorBodyEquality } from './error-bodies.js';

installConsoleGuard();
installErrorBodyEquality();
