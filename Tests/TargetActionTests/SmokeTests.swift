import Foundation
import Testing
@testable import TargetAction

final class Recorder: Responder {
    var log: [String] = []
    override init() {
        super.init()
        publish("handle:", Recorder.handle)
    }
    private func handle(_ g: GestureRecognizer) {
        log.append("\(g.name ?? "?") \(g.state)")
    }
}

@Test func smokePanTapLongPress() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.addSubview(view)
    let rec = Recorder()
    let pan = PanGestureRecognizer(target: rec, action: "handle:"); pan.name = "pan"
    view.addGestureRecognizer(pan)
    let f = Touch()
    window.sendEvent(Event(timestamp: 0, changes: [.began(f, at: CGPoint(x: 100, y: 100))]))
    window.sendEvent(Event(timestamp: 0.1, changes: [.moved(f, to: CGPoint(x: 100, y: 130))]))
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 20))
    window.sendEvent(Event(timestamp: 0.2, changes: [.moved(f, to: CGPoint(x: 100, y: 160))]))
    window.sendEvent(Event(timestamp: 0.3, changes: [.ended(f)]))
    #expect(rec.log == ["pan .began", "pan .changed", "pan .ended"])
    #expect(pan.state == .possible)

    rec.log = []
    view.removeGestureRecognizer(pan)
    let single = TapGestureRecognizer(target: rec, action: "handle:"); single.name = "single"
    let double = TapGestureRecognizer(target: rec, action: "handle:"); double.name = "double"
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single); view.addGestureRecognizer(double)
    let t1 = Touch()
    window.sendEvent(Event(timestamp: 1, changes: [.began(t1, at: CGPoint(x: 50, y: 50))]))
    window.sendEvent(Event(timestamp: 1.05, changes: [.ended(t1)]))
    #expect(rec.log == [])
    window.clock.advance(by: 0.5)
    #expect(rec.log == ["single .ended"])

    rec.log = []
    let t2 = Touch(), t3 = Touch()
    window.sendEvent(Event(timestamp: 3, changes: [.began(t2, at: CGPoint(x: 50, y: 50))]))
    window.sendEvent(Event(timestamp: 3.05, changes: [.ended(t2)]))
    window.sendEvent(Event(timestamp: 3.15, changes: [.began(t3, at: CGPoint(x: 52, y: 50))]))
    window.sendEvent(Event(timestamp: 3.2, changes: [.ended(t3)]))
    #expect(rec.log == ["double .ended"])
    window.clock.advance(by: 1)
    #expect(rec.log == ["double .ended"])

    rec.log = []
    view.removeGestureRecognizer(single); view.removeGestureRecognizer(double)
    let lp = LongPressGestureRecognizer(target: rec, action: "handle:"); lp.name = "lp"
    view.addGestureRecognizer(lp)
    let t4 = Touch()
    window.sendEvent(Event(timestamp: 10, changes: [.began(t4, at: CGPoint(x: 50, y: 50))]))
    window.clock.advance(by: 30)
    #expect(rec.log == ["lp .began"])
    window.sendEvent(Event(timestamp: 40.1, changes: [.ended(t4)]))
    #expect(rec.log == ["lp .began", "lp .changed", "lp .ended"])
}
