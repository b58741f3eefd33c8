import Foundation

/// Rules for settings of several numbers, each written as its numbers in parentheses.
extension SettingRule where Value == CGPoint {
    package static var finite: Self {
        Self(expected: "finite", describe: { "(\($0.x), \($0.y))" }) { $0.x.isFinite && $0.y.isFinite }
    }
}

extension SettingRule where Value == CGSize {
    package static var finiteAndNotNegative: Self {
        Self(expected: "finite and not negative", describe: { "(\($0.width), \($0.height))" }) {
            $0.width.isFinite && $0.height.isFinite && $0.width >= 0 && $0.height >= 0
        }
    }
}

extension SettingRule where Value == CGRect {
    package static var finite: Self {
        Self(expected: "finite", describe: { "(\($0.origin.x), \($0.origin.y), \($0.size.width), \($0.size.height))" }) {
            $0.origin.x.isFinite && $0.origin.y.isFinite && $0.size.width.isFinite && $0.size.height.isFinite
        }
    }
}

extension SettingRule where Value == EdgeInsets {
    package static var finite: Self {
        Self(expected: "finite", describe: { "(top: \($0.top), left: \($0.left), bottom: \($0.bottom), right: \($0.right))" }) {
            $0.top.isFinite && $0.left.isFinite && $0.bottom.isFinite && $0.right.isFinite
        }
    }
}

extension SettingRule where Value == CGAffineTransform {
    package static var finite: Self {
        Self(expected: "finite") { $0.a.isFinite && $0.b.isFinite && $0.c.isFinite && $0.d.isFinite && $0.tx.isFinite && $0.ty.isFinite }
    }
}
