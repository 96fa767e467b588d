/**
 * Whole-page navigation, behind functions so tests can replace them (jsdom cannot navigate).
 * In-app navigation uses the router instead.
 */
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(url: string): void {
  window.location.assign(url);
}
