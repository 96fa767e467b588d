export const FIRST_LOAD_BUDGET_KB: number;
export function firstLoad(distDir: string): {
  files: { file: string; kind: 'js' | 'css'; bytes: number; gzip: number }[];
  jsGzipKb: number;
  cssGzipKb: number;
};
export function reportFirstLoad(distDir: string, log?: (line: string) => void): boolean;
