#include <sqlite3.h>
/* statfs, which Glibc's module does not bring: the kind of file system a store's path is on. */
#include <sys/vfs.h>

/* sqlite3_db_config takes variable arguments, which Swift cannot pass: whether closing the last
 * connection to a file in WAL mode folds its -wal back into the file (on by default). */
static inline int dragtoact_checkpoint_on_close(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, on ? 0 : 1, (int *)0);
}
