import net from "node:net";

/** What TRUST_PROXY parses to (config.ts): off, a hop count, or proxy addresses. */
export type TrustProxy = false | number | string[];

/** Where a proxy counted by hops may sit: this machine or the private network. */
const PRIVATE_NETWORK = new net.BlockList();
for (const [address, bits, type] of [
  ["127.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["::1", 128, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
] as const)
  PRIVATE_NETWORK.addSubnet(address, bits, type);

const onPrivateNetwork = (address: string) => {
  const family = net.isIP(address);
  return (
    family > 0 && PRIVATE_NETWORK.check(address, family === 4 ? "ipv4" : "ipv6")
  );
};

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A list of addresses and ranges is
 * Fastify's own. A hop count n trusts the n proxies nearest the server, each
 * only on this machine or the private network: Fastify itself refuses a bare
 * hop count, since a client that reaches the server directly would then be
 * taken as a proxy and could name any address; a client from outside never
 * is, so it cannot escape the per-address limits by writing
 * X-Forwarded-For. Entries left of the trusted hops are never read.
 */
export function trustProxyOption(value: TrustProxy) {
  if (value === false || value === 0) return false;
  if (Array.isArray(value)) return value;
  const hops = value;
  return (address: string, hop: number) =>
    hop < hops && onPrivateNetwork(address);
}
