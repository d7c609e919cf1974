@ui
Feature: The first-login improvement page (domain §2 profile/improvement; shell §4 first-login)
  A newcomer whose profile marks a first login cannot reach another page until they have confirmed
  their information: every page they open sends them back, keeping where they were going.

  @shell.4.first-login @domain.2.profile.improvement
  Scenario: a newcomer who leaves the page unconfirmed is sent back, then continues where they were going
    Given "newbie" has signed in
    When they open "/ui/workbench/assets"
    Then the address starts with "/ui/profile/improvement?next="
    When they open "/ui/profile/info"
    Then the address starts with "/ui/profile/improvement?next="
    And they see the heading "Improve your information"
    When they press the "Confirm and continue" button
    Then the address is "/ui/profile/info"
    When they open "/ui/workbench/assets"
    Then the address is "/ui/workbench/assets"
