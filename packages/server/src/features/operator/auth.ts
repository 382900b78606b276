/** The Operator-Key check lives in the transport (`auth: 'operator'` calls); re-exported for features. */
export { requireOperator } from '../../http/operator-key';
