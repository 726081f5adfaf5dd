/** The contact module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { forgetContactQueries } from "./contact-erasure";
