// Navigation for code that runs outside React (the API error handling). The router registers itself
// here so a redirect stays a client-side transition; before that, a full page load does the job.
type Navigate = (path: string) => void;

let routerNavigate: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

export function navigateTo(path: string): void {
  if (routerNavigate) routerNavigate(path);
  else window.location.assign(path);
}
