// Stand-in for the CoreGraphics module that Apple's Foundation re-exports, for the Darwin check.
//
// Its `CGAffineTransform`, `CGVector` and `applying(_:)` are the toolkit's own R57 declarations,
// which have exactly CoreGraphics's surface; the darwin-check script compiles them into
// CoreGraphicsGeometry. The rest are placeholders for more of CoreGraphics's names.
@_exported import CoreGraphicsGeometry

public enum CGRectEdge { case minXEdge, minYEdge, maxXEdge, maxYEdge }
public final class CGColor {}
public final class CGColorSpace {}
public final class CGContext {}
public final class CGImage {}
public final class CGPath {}
public final class CGMutablePath {}
public final class CGGradient {}
public final class CGFont {}
public final class CGLayer {}
public enum CGLineCap { case butt, round, square }
public enum CGLineJoin { case miter, round, bevel }
public enum CGBlendMode { case normal }
