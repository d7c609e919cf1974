@ui @domain.4.component-load
Feature: A component's load, as domain §4 names it
  Domain §4: a component's load is Normal, High, Critical or Offline. The terminal list of the terminal
  settings (domain §2 settings/terminal) shows each component's load in a column of its own, in the
  console's words (the server sends the wire values normal, high, critical, offline: a cell showing
  the wire value, or another component's load, fails). The seed (mock-server/seed) gives its four
  components one load each: koko normal, guacamole high, omnidb critical, magnus offline.

  # One sign-in, one load of the list; every row that fails is named.
  Scenario: the terminal list shows the load of each component
    Given "admin" has signed in
    When they open "/ui/settings/terminal?activeTab=Terminal"
    Then the row of each component below shows its load in the "Load" column:
      | component          | load     |
      | [koko]-mock-1      | Normal   |
      | [guacamole]-mock-2 | High     |
      | [omnidb]-mock-3    | Critical |
      | [magnus]-mock-4    | Offline  |

  Scenario Outline: in <language> the load reads "<load>"
    Given "admin" has signed in
    And the language cookie says "<cookie>"
    When they open "/ui/settings/terminal?activeTab=Terminal"
    Then they see "<load>"

    Examples:
      | language | cookie | load       |
      | Chinese  | zh     | 严重       |
      | Japanese | ja     | オフライン |
