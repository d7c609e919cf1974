@ui @shell.9 @shell.9.shell-language
Feature: The shell language of durations
  Shell §9 names two languages: the interface's (zh, en or ja, from the language cookie, else the
  browser, else English: languages.feature) and the shell language, "English if the cookie says en, else
  Chinese". Both hold (the spec's README: where two figures are given for one thing, both are built). The
  shell language is the one JumpServer's own console words its durations in, so a duration's unit is
  English when the cookie says en and Chinese otherwise, whatever the interface shows. Choice made where
  the spec is silent: without a cookie the console writes the language it detected into the cookie, so a
  first visit from an English browser shows English units, and the server and the web terminal follow
  the same language.

  The seed's finished sessions of multiorg last ten minutes.

  Scenario Outline: with the language cookie "<cookie>" a session's duration reads "<shown>"
    Given the language cookie says "<cookie>"
    And "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    And they follow the link "Multi Org Admin(multiorg)"
    Then the detail shows "<label>" as "<shown>"

    Examples:
      | cookie  | label    | shown    |
      | en      | Duration | 10.0 min |
      | zh-hans | 时长       | 10.0 分钟  |
      | ja      | 期間       | 10.0 分钟  |
      | fr      | Duration | 10.0 分钟  |

  Scenario Outline: without a cookie the browser's "<browser>" is written to it, and durations follow it
    Given the browser language is "<browser>"
    And "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    And they follow the link "Multi Org Admin(multiorg)"
    Then the detail shows "<label>" as "<shown>"
    And the cookie "django_language" is "<cookie>"

    Examples:
      | browser | label    | shown    | cookie  |
      | en-US   | Duration | 10.0 min | en      |
      | de-DE   | Duration | 10.0 min | en      |
      | zh-CN   | 时长       | 10.0 分钟  | zh-hans |
