// Swift Testing's cross-import overlay for CoreGraphics: with a module named CoreGraphics visible,
// `import Testing` also asks for this one. The real overlay adds attachments of images; the
// Darwin check needs only that it exists and re-exports both modules.
@_exported import CoreGraphics
@_exported import Testing
