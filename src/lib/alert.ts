// The one place that shows an alert. The spec asks for alerts in a few places (§8); going through
// this seam lets a later slice swap in an accessible dialog without touching every caller.
export function showAlert(message: string): void {
  window.alert(message);
}
