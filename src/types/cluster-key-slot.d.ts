/** The Redis Cluster hash slot (0–16383) of a key, hash tags included; the package ships no types. */
declare module 'cluster-key-slot' {
  export default function calculateSlot(key: string | Buffer): number;
}
