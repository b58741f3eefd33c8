import Foundation
import TargetAction

/// A compose screen whose send button names a handler the controller never published: a mistake
/// the toolkit reports when the button sends its action.
public final class ComposeController: ViewController {
    public let sendButton = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    public private(set) var sent = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        publish("send:", ComposeController.send)
        view.addSubview(sendButton)
        sendButton.addTarget(self, action: "sendMessage:", for: .primaryActionTriggered)   // not published
    }

    private func send(_ sender: Button) { sent += 1 }
}
