/** A card's line: the sharer's CustomerId and the line's Timestamp (the key DeleteMessages uses too). */
export const lineKey = (customerId: number | null, timestamp: number): string => `${customerId ?? 0}:${timestamp}`;
