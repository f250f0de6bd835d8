import LandmarksCore
import Testing

/// What a sync that git could not finish says was the cause.
@Suite struct GitFailureReasonTests {
  @Test(arguments: [
    (
      "ssh: Could not resolve hostname nowhere.invalid: Name or service not known\r\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n",
      "ssh: Could not resolve hostname nowhere.invalid: Name or service not known"
    ),
    (
      "fatal: '/tmp/x.git' does not appear to be a git repository\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n",
      "'/tmp/x.git' does not appear to be a git repository"
    ),
    ("error: failed to push some refs to 'file:///tmp/r.git'\n", "failed to push some refs to 'file:///tmp/r.git'"),
    ("Something else went wrong.\nAnd then this.\n", "Something else went wrong. And then this"),
    ("", "git ended with status 128"),
  ])
  func theCauseIsNamedNotTheAdvice(errorText: String, expected: String) {
    #expect(GitRunner.failureReason(of: errorText, status: 128) == expected)
  }
}
