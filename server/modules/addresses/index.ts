/** The addresses module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { findOwnAddress, rememberAddress, savedAddressWithLine } from "./addresses-service";
export { eraseAddresses } from "./address-erasure";
