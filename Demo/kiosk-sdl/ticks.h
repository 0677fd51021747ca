/* SDL2's event times and SDL_GetTicks are 32-bit milliseconds: they wrap to 0 after 49.7 days.
 * The runtime rejects a time going backwards, so a kiosk left running past the wrap would refuse
 * every input until restarted. A kiosk_clock reads each count as the time nearest the latest one
 * read (within half the range, 24.8 days, either way), so the wrap carries on counting and events
 * a few milliseconds out of order stay where they are. */
#ifndef KIOSK_TICKS_H
#define KIOSK_TICKS_H

#include <stdint.h>

typedef struct kiosk_clock {
    uint64_t latest;  /* the latest time read, in milliseconds that do not wrap */
    int started;
} kiosk_clock;

/* `ms`, a 32-bit count of SDL's, as nanoseconds on a clock that does not wrap. */
static int64_t kiosk_clock_ns(kiosk_clock *clock, uint32_t ms) {
    uint64_t full = ms;
    if (clock->started) {
        uint32_t ahead = ms - (uint32_t)clock->latest;  /* modulo 2^32 */
        if (ahead < UINT32_C(0x80000000)) {
            full = clock->latest + ahead;
        } else {
            uint32_t behind = (uint32_t)(UINT32_C(0) - ahead);
            full = clock->latest >= behind ? clock->latest - behind : 0;
        }
    }
    if (!clock->started || full > clock->latest) clock->latest = full;
    clock->started = 1;
    return (int64_t)(full * 1000000u);
}

#endif
