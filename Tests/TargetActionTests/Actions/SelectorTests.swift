import Testing
import TargetAction

@Suite("Selector: a named action")
struct SelectorTests {
    @Test("a string literal makes the same selector as init(_:)",
          arguments: ["panGesture:", "handle", "", "tap:with:", "ünïcödé:"])
    func stringLiteralEqualsInit(name: String) {
        let fromInit = Selector(name)

        let fromLiteral = Selector(stringLiteral: name)

        #expect(fromLiteral == fromInit)
        #expect(fromLiteral.name == name)
    }

    @Test func aLiteralInContextIsASelector() {
        let selector: Selector = "panGesture:"

        #expect(selector.name == "panGesture:")
    }

    @Test("selectors with different names differ",
          arguments: [("panGesture:", "panGesture"), ("a:", "A:"), ("tap:", "tap: "), ("", " ")])
    func differentNamesAreUnequal(lhs: String, rhs: String) {
        #expect(Selector(lhs) != Selector(rhs))
    }

    @Test func equalSelectorsHashAlikeSoSetsAndDictionariesFindThem() {
        let handlers: [Selector: Int] = ["pan:": 1, "tap:": 2]

        let set: Set<Selector> = ["pan:", Selector("pan:"), "tap:"]

        #expect(set.count == 2)
        #expect(handlers[Selector("pan:")] == 1)
        #expect(handlers["tap:"] == 2)
        #expect(handlers["long:"] == nil)
        #expect(Selector("pan:").hashValue == Selector(stringLiteral: "pan:").hashValue)
    }

    @Test func descriptionIsTheName() {
        let selector = Selector("panGesture:")

        #expect(selector.description == "panGesture:")
        #expect("\(selector)" == "panGesture:")
    }
}
