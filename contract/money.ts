/**
 * The one conversion between the rupees people see (and the database's numeric(12,2) columns hold) and the paise
 * the server computes and the gateways speak. Amounts are whole rupees (docs/product.md#money), so paise are always
 * whole; rounding here only absorbs a binary-float representation of a numeric read back from the database.
 */

export type Paise = number;
export type Rupees = number;

export const toPaise = (rupees: Rupees | string): Paise => Math.round(Number(rupees) * 100);

export const toRupees = (paise: Paise): Rupees => paise / 100;

/** Two decimals, as PayU sends and wants amounts ("1234.00"). */
export const gatewayAmount = (paise: Paise) => (paise / 100).toFixed(2);
