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
    When they tick "I agree to the terms and conditions of use"
    And they press the "Confirm and continue" button
    Then the address is "/ui/profile/info"
    When they open "/ui/workbench/assets"
    Then the address is "/ui/workbench/assets"

  @domain.5.terms @domain.8.selection-messages.agree-terms
  Scenario: the terms must be agreed: without the tick nothing is sent and the page says "Please agree to the terms"
    Given "newbie" has signed in
    And the calls to "/api/v1/users/profile/" are watched
    When they open "/ui/profile/improvement"
    And they press the "Confirm and continue" button
    Then the box "I agree to the terms and conditions of use" says "Please agree to the terms"
    And the browser sent 0 PATCH calls to "/api/v1/users/profile/"
    When they tick "I agree to the terms and conditions of use"
    Then the box "I agree to the terms and conditions of use" says nothing
    When they press the "Confirm and continue" button
    Then the browser sent 1 PATCH call to "/api/v1/users/profile/"
