// The baseline for scripts/benchmark: a Swift program that imports Foundation and prints a line,
// built the same way as landmarks, so the table shows what start-up costs before any work.
import Foundation

print("hello, \(ProcessInfo.processInfo.arguments.count) argument(s)")
