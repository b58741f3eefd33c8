import Foundation
import Testing
@testable import TargetAction

/// R110: colours as UIKit keeps them, and a view's background and tint.
@Suite struct ColorRuleTests {
    @Test("R110: components are clamped to 0…1 when the colour is made; equal components, equal colours")
    func componentsAreClamped() {
        let color = Color(red: 1.5, green: -0.25, blue: 0.5, alpha: 2)
        #expect(color.red == 1)
        #expect(color.green == 0)
        #expect(color.blue == 0.5)
        #expect(color.alpha == 1)
        #expect(color == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(color != Color(red: 1, green: 0, blue: 0.5, alpha: 0.99))
    }

    @Test("R110: a NaN component is reported and taken as 0")
    func aNaNComponentIsReported() {
        let (color, failures) = FailureReporter.capturing { Color(red: .nan, green: 1, blue: 1, alpha: 1) }
        #expect(color.red == 0)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Color(red: nan)") == true)
    }

    @Test("R110: white and alpha make a grey; withAlphaComponent keeps red, green and blue")
    func whiteAndAlpha() {
        #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        let faded = Color.systemRed.withAlphaComponent(0.3)
        #expect(faded.red == Color.systemRed.red && faded.green == Color.systemRed.green && faded.blue == Color.systemRed.blue)
        #expect(faded.alpha == 0.3)
        #expect(Color.red.withAlphaComponent(7).alpha == 1)
    }

    @Test("R110: the named colours hold UIKit's light-mode values")
    func namedColours() {
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.black == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Color.white == Color(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Color.gray == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(Color.red == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color.systemBlue == Color(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(Color.systemRed == Color(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(Color.systemGray5 == Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1))
        #expect(Color.label == Color.black)
    }

    @Test("R110: a colour reads as its name when it has one, else as its components")
    func description() {
        #expect(Color.systemBlue.description == ".systemBlue")
        #expect(Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.5).description == "Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)")
    }

    @Test("R110: a view's background colour is nil until set, and kept as set")
    func backgroundColour() {
        let view = View(frame: .zero)
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .systemGray5
        #expect(view.backgroundColor == .systemGray5)
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test("R110: the tint is the view's own, else its nearest ancestor's, else systemBlue; nil follows the ancestors again")
    func tintIsInherited() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = View(frame: root.bounds)
        let leaf = View(frame: root.bounds)
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)

        root.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed)
        middle.tintColor = .gray
        #expect(leaf.tintColor == .gray)
        leaf.tintColor = .black
        #expect(leaf.tintColor == .black)

        leaf.tintColor = nil
        #expect(leaf.tintColor == .gray)
        leaf.removeFromSuperview()
        #expect(leaf.tintColor == .systemBlue)
    }
}
