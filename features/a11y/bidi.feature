@ui @domain.2.console.users @issue.26
Feature: Names that cannot turn the text around them
  Issue 26, text that cannot lie: a name holding a bidirectional override (U+202E, the right-to-left
  override, written <RLO> below) is shown as an isolate in lists, details and questions, so the override
  ends with the name and the words after it keep their direction.

  Background:
    Given the user "newbie" is renamed "Eve<RLO>nimda", <RLO> standing for the right-to-left override

  Scenario: the list and the delete question show the name isolated
    Given "admin" opens the user list
    Then the row of "newbie" shows "Eve<RLO>nimda" as an isolate
    When they press "Delete" in the row "newbie"
    Then the dialog "Delete" shows "Eve<RLO>nimda" as an isolate

  Scenario: the detail's title shows the name isolated
    Given "admin" is on the detail page of the user "newbie"
    Then the page's heading shows "Eve<RLO>nimda" as an isolate
