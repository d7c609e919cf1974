@ui
Feature: A command filter rule's content, priority and action
  Domain §3: a command filter rule has a content (one command per line), a priority and an action.
  A rule written with two commands on two lines keeps both, and the rules tab of its filter shows its
  content, its priority and its action by name.

  @domain.3.command-filter-rule
  Scenario Outline: a rule of two commands, priority <priority> and action <action>, is listed as written
    Given "admin" opens the command filter list
    When they create a command filter with:
      | Name | Database guard <priority> |
    And they open the command filter "Database guard <priority>"
    And they press "Create rule" in the tab "Rules"
    And they change the form:
      | Content  | drop database\ntruncate table |
      | Priority | <priority>                    |
      | Action   | <action>                      |
    Then the tab "Rules" shows the row "drop database truncate table | <priority> | <action>"

    Examples:
      | priority | action    |
      | 30       | Allow     |
      | 7        | Deny      |

  @domain.3.command-filter-rule
  Scenario: the seeded rules of the Default dangerous commands filter deny, each with its priority
    Given "admin" opens the command filter list
    When they open the command filter "Default dangerous commands"
    Then the tab "Rules" shows the row "reboot | 51 | Deny"

  @domain.5.priority.rule-order
  Scenario: a filter lists its rules highest priority first, the order they are matched in
    Given "admin" opens the command filter list
    When they open the command filter "Default dangerous commands"
    Then the tab "Rules" lists first the cells "shutdown, reboot, rm -rf /", in this order
