import { mountApp } from "./app/mount";
import { fetchPagePreloadsLater } from "./app/page-preloads";
import "./styles.css";

mountApp();
// The worker registers after the page has loaded anyway: its code is not part of the first load.
void import("./app/pwa/service-worker").then((m) => m.registerServiceWorker());
fetchPagePreloadsLater();
