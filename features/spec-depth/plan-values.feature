@ui @domain.5.setting-minimums.plan-values
Feature: A change-auth plan's values are at least 1
  Domain §5: change-auth plan values must be >= 1. The asset change-auth plan form (domain §2
  change-auth-plan/plan) checks its password length and, for a periodic plan, its interval: 0 is
  refused under the field, 1 is taken.

  Scenario Outline: a change-auth plan's <label> of 0 is refused, 1 is taken
    Given "admin" opens the new asset change auth plan form
    When they fill "<label>" with "0"
    Then the field "<label>" says "Must be at least 1"
    When they fill "<label>" with "1"
    Then the field "<label>" says nothing

    Examples:
      | label           |
      | Password length |
      | Interval        |
