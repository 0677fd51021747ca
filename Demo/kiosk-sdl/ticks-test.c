/* kiosk_clock across SDL's 32-bit wrap: cc -std=c99 -Wall -Wextra -Werror ticks-test.c && ./a.out */
#include <stdio.h>
#include "ticks.h"

static int failures;

static void expect(const char *what, int64_t found, int64_t expected) {
    if (found != expected) {
        printf("FAIL %s: expected %lld ns, found %lld\n", what, (long long)expected, (long long)found);
        failures++;
    }
}

int main(void) {
    kiosk_clock clock = {0, 0};
    const int64_t ms = 1000000, wrap = INT64_C(4294967296) * ms;
    expect("the first count", kiosk_clock_ns(&clock, 1000), 1000 * ms);
    expect("24 days on", kiosk_clock_ns(&clock, 2000000000u), INT64_C(2000000000) * ms);
    expect("46 days on", kiosk_clock_ns(&clock, 4000000000u), INT64_C(4000000000) * ms);
    expect("49.7 days on", kiosk_clock_ns(&clock, 4294967000u), INT64_C(4294967000) * ms);
    expect("the count wrapped to 10", kiosk_clock_ns(&clock, 10), wrap + 10 * ms);
    expect("an event from just before the wrap, read late", kiosk_clock_ns(&clock, 4294967290u), INT64_C(4294967290) * ms);
    expect("the next after the wrap", kiosk_clock_ns(&clock, 20), wrap + 20 * ms);
    expect("74 days on", kiosk_clock_ns(&clock, 2000000000u), wrap + INT64_C(2000000000) * ms);
    expect("99 days on", kiosk_clock_ns(&clock, 4000000000u), wrap + INT64_C(4000000000) * ms);
    expect("the count wrapped again", kiosk_clock_ns(&clock, 5), 2 * wrap + 5 * ms);
    if (failures) return 1;
    printf("kiosk clock: passed\n");
    return 0;
}
