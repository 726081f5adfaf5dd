// What `npm start` sets for the server process, and the bench too.
// glibc gives each thread that allocates its own malloc arena and rarely returns their memory: after a burst of
// image decoding (libvips threads) the process kept hundreds of MB it no longer used. Two arenas keep that bounded
// at no measurable cost to throughput; an explicit MALLOC_ARENA_MAX still wins.
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
