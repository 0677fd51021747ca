import DropEngine
import TaskModel

// The case names that traces and JSON output use for reasons.

extension CancelReason {
    public var caseName: String {
        switch self {
        case .releasedOutside: "releasedOutside"
        case .releasedOnRefusingReceiver: "releasedOnRefusingReceiver"
        case .escape: "escape"
        case .pointerCancelled: "pointerCancelled"
        case .receiverRemoved: "receiverRemoved"
        case .pointerPressedAgain: "pointerPressedAgain"
        }
    }
}

extension PressEndReason {
    public var caseName: String {
        switch self {
        case .released: "released"
        case .movedBeforeLongPress: "movedBeforeLongPress"
        case .escape: "escape"
        case .pointerCancelled: "pointerCancelled"
        case .pointerPressedAgain: "pointerPressedAgain"
        case .sourceRemoved: "sourceRemoved"
        }
    }
}

extension RejectReason {
    public var caseName: String {
        switch self {
        case .kindNotAccepted: "kindNotAccepted"
        case .disabled: "disabled"
        case .custom: "custom"
        }
    }
}

extension TaskRejection {
    public var caseName: String {
        switch self {
        case .unknownTask: "unknownTask"
        case .taskNotOpen: "taskNotOpen"
        case .unknownList: "unknownList"
        case .slotOutOfRange: "slotOutOfRange"
        case .alreadyInList: "alreadyInList"
        case .unsupportedDrop: "unsupportedDrop"
        case .customRole: "customRole"
        case .missingObjectID: "missingObjectID"
        case .needsDropTime: "needsDropTime"
        }
    }
}
