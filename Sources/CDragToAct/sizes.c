/* The header's size checks, compiled into the library itself: the C compiler that builds
 * libDragToAct lays the structs out as the header asserts, or the build fails. */
#include "dragtoact.h"
