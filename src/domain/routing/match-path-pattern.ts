/**
 * Whether a pathname fits a route pattern such as `/research/:slug`. A `:name` segment stands for
 * exactly one non-empty segment; a trailing slash on the pathname is tolerated, as the router does.
 */
export function matchPathPattern(pattern: string, pathname: string): boolean {
  const patternSegments = splitSegments(pattern);
  const pathSegments = splitSegments(pathname);
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every((segment, index) => {
    const actual = pathSegments[index] ?? '';
    return segment.startsWith(':') ? actual !== '' : segment === actual;
  });
}

function splitSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
