import { mountApp } from "./app/mount";
import { registerServiceWorker } from "./app/pwa/service-worker";
import "./styles.css";

mountApp();
registerServiceWorker();
