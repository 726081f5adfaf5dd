// The floor server (floor-server.ts) as a process of its own, so its CPU time is counted apart from the bench's and
// the app's. Reads DATABASE_URL; tells its URL to the parent over IPC (startFloorProcess) or, run by hand, on
// stdout; stops on SIGTERM.
import { startFloorServer } from "./floor-server";

const floor = await startFloorServer(process.env.DATABASE_URL!);
if (process.send) process.send({ url: floor.url });
else console.log(floor.url);
process.on("SIGTERM", () => void floor.close().then(() => process.exit(0)));
