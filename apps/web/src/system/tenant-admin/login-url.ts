/**
 * The login address of a tenant as seen from this console's own address: its code replaces the first label of a
 * tenant host (demo.example.com → acme.example.com) or goes in front of a bare name (localhost → acme.localhost).
 * An IP address has no labels to replace: null.
 */
export const tenantLoginUrl = (code: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string | null => {
  const { hostname } = location;
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  const base = labels.length > 1 ? labels.slice(1).join('.') : hostname;
  return `${location.protocol}//${code}.${base}${location.port ? `:${location.port}` : ''}/`;
};
