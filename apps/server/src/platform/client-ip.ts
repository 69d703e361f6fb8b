import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's address as logs, rate limits and lockouts use it: `request.ip` (the socket's peer, or what a
 * trusted proxy's X-Forwarded-For names when TRUST_PROXY says so), kept only when it is a well-formed IP address.
 * A header value that is not one (`<script>…`) falls back to the socket's own peer. IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) reads as plain IPv4, so one client has one key.
 */
export const clientIpOf = (request: FastifyRequest): string => {
  for (const candidate of [request.ip, request.socket?.remoteAddress]) {
    if (typeof candidate !== 'string') continue;
    const address = candidate.startsWith('::ffff:') && net.isIPv4(candidate.slice(7)) ? candidate.slice(7) : candidate;
    if (net.isIP(address) !== 0) return address;
  }
  return '0.0.0.0';
};
