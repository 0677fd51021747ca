import Foundation
import Testing
@testable import TaskStore

@Suite("Store errors' advice, from the facts injected")
struct StoreAdviceTests {
    // The real files are made by two users in DemoTests (StoreAdviceCommandTests); these are the
    // cases that test does not make: one file, two owners, an owner the system has no name for.
    @Test("another user's -wal alone is named as one file, and an owner without a name by its uid")
    func oneSidecarWithoutAName() {
        let advice = Database.othersSidecarsAdvice([.init(path: "/srv/st.db-wal", owner: 4242, ownerName: nil)],
                                                   user: .init(path: "", owner: 1, ownerName: "daemon"))
        #expect(advice == "/srv/st.db-wal is owned by user 4242, and this process, run as user 1 (daemon), may not write it "
            + "(a process run as another user left it: a reader, show included, makes the -wal and -shm as its own); "
            + "remove the store's -wal and -shm files while no process has the store open, or run every process on the store as one user")
    }

    @Test("a -wal and a -shm of two other users name each owner")
    func twoOwners() {
        let advice = Database.othersSidecarsAdvice([.init(path: "b.db-wal", owner: 65534, ownerName: "nobody"), .init(path: "b.db-shm", owner: 33, ownerName: "www-data")],
                                                   user: .init(path: "", owner: 1000, ownerName: nil))
        #expect(advice.hasPrefix("b.db-wal and b.db-shm are owned by user 65534 (nobody) and user 33 (www-data), and this process, run as user 1000, may not write them ("))
    }

    @Test("as root, or as the files' own user, no -wal or -shm is another's: the plain read-only error stands")
    func ownFilesAreNotNamed() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try TaskStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path + "-wal") && FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(Database.othersSidecars(of: path).isEmpty)
        withExtendedLifetime(store) {}
    }
}
