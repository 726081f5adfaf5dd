import { mountApp } from "./app/mount";
import "./styles.css";

mountApp();
