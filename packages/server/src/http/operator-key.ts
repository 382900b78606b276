import { createHash, timingSafeEqual } from 'node:crypto';
import { OPERATOR_KEY_HEADER } from '@sideline/protocol';
import { ApiError } from './errors';

const digest = (v: string) => createHash('sha256').update(v).digest();

/**
 * Operator calls (`auth: 'operator'`) carry the `Operator-Key` header; it must equal
 * `config.operatorKey` (compared in constant time). Missing or wrong → 401 Field 'Operator-Key'.
 */
export function requireOperator(header: string | undefined, operatorKey: string): void {
  if (!header || !operatorKey || !timingSafeEqual(digest(header), digest(operatorKey))) {
    throw new ApiError(401, OPERATOR_KEY_HEADER, 'A valid Operator-Key header is required');
  }
}
