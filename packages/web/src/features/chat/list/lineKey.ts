/** A chat line's identity: its sender's CustomerId and its Timestamp (DeleteMessages and the bet cards name lines by it). */
export const lineKey = (customerId: number | null, timestamp: number): string => `${customerId ?? 0}:${timestamp}`;
