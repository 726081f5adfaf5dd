/** The reports module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { reportRoutes } from "./reports-routes";
