// What Apple's `import Foundation` adds on Darwin to what Linux's Foundation declares, for the
// Darwin check: the darwin-check script imports this module into every file it builds.
//
// It re-exports the ObjectiveC and CoreGraphics stand-ins and declares placeholders for
// MacTypes (CoreServices' old types, which Foundation brings in through CoreFoundation): a
// toolkit type named `Point` or `Style` is ambiguous on a Mac. `Duration` is left out: the
// compiler prefers the standard library's.
@_exported import CoreGraphics
@_exported import ObjectiveC

public struct Point {}
public struct Rect {}
public struct Size {}
public struct Style {}
public struct Handle {}
public struct Ptr {}
public struct Fixed {}
public struct Fract {}
public struct FixedPoint {}
public struct FixedRect {}
public struct Boolean {}
public struct Byte {}
public struct SignedByte {}
public struct FourCharCode {}
public struct OSType {}
public struct ResType {}
public struct OSErr {}
public struct OSStatus {}
public struct ItemCount {}
public struct ByteCount {}
public struct NumVersion {}
public struct ProcessSerialNumber {}
public struct TimeValue {}
public struct TimeScale {}
public struct TimeBase {}
public struct TimeRecord {}
public struct ScriptCode {}
public struct LangCode {}
public struct RegionCode {}
public struct Str255 {}
public struct UniChar {}
public struct UniCharCount {}
public struct UTF32Char {}
public struct UTF16Char {}
public struct UTF8Char {}
public struct LogicalAddress {}
public struct ProcPtr {}
