@ui @domain.5.symbol-set
Feature: The symbol set of a change-password plan
  Domain §5: the change-password symbol set must match what the database supports, otherwise the plan
  fails. The plan forms (domain §2 accounts/change-auth-plan, asset and application plans) take the
  symbol set beside the password length and say, under it, what it must be.

  Scenario Outline: the <kind> plan form says what the symbol set must be
    Given "admin" has signed in
    When they open "<path>"
    Then they see "Symbol set"
    And the form says "The symbol set must be one the target (a database) supports, otherwise the plan fails"

    Examples:
      | kind        | path                                                    |
      | asset       | /ui/console/accounts/change-auth-plan/plan/create       |
      | application | /ui/console/accounts/change-auth-plan/app-plan/create   |
