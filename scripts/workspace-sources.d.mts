export declare const workspaceSources: Record<string, string>;
