import TargetAction

/// A target that answers no selector at all.
public final class DeafTarget: Responder {
    public override init() {
        super.init()
    }
}
