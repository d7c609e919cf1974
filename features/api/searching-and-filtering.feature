@api @mock.1.search-filter
Feature: Searching and filtering
  `search` runs icontains over the view's search fields, every term (split on spaces or commas) must
  match; filters are exact unless a lookup says otherwise, and a bad choice is a 400; `order` takes
  a field or -field; `ids` keeps those ids; `draw` and `display` are tolerated (reference §1.3).

  Background:
    Given a client signed in as "admin"
    And the client has created in "/api/v1/users/groups/" the rows named "Alpha team, beta team, alpha ops"

  Scenario: search matches any search field, ignoring case
    When the client calls GET "/api/v1/users/groups/?search=ALPHA&draw=1&display=1"
    Then the answer has status 200
    And the rows are named "Alpha team, alpha ops", in any order

  Scenario: every term of a search must match
    When the client calls GET "/api/v1/users/groups/?search=alpha%20ops"
    Then the rows are named "alpha ops", in that order

  Scenario: terms may be split by commas too
    When the client calls GET "/api/v1/users/groups/?search=team,beta"
    Then the rows are named "beta team", in that order

  Scenario: search and order together, on a page
    When the client calls GET "/api/v1/users/groups/?search=team&order=-name&limit=15&offset=0"
    Then the answer has status 200
    And the rows are named "beta team, Alpha team", in that order

  Scenario: ordering by -name sorts the whole list in descending order
    When the client calls GET "/api/v1/users/groups/?order=-name"
    Then the rows are in descending order of "name"

  Scenario: a filter field matches exactly, not by containment
    When the client calls GET "/api/v1/users/groups/?name=alpha%20ops"
    Then the rows are named "alpha ops", in that order
    When the client calls GET "/api/v1/users/groups/?name=alpha"
    Then the answer is a bare JSON array of 0 rows

  Scenario: users filtered by an exact username
    When the client calls GET "/api/v1/users/users/?username=orgadmin&limit=15&offset=0"
    Then the page holds 1 rows of a count of at least 1
    And every row has "username" equal to "orgadmin"

  Scenario: users searched by part of a name
    When the client calls GET "/api/v1/users/users/?search=ADMIN"
    Then every row has one of "username, name, email" containing "admin", ignoring case

  Scenario: a choice filter with a value outside its choices is a 400 naming the field
    When the client calls GET "/api/v1/users/users/?source=carrier-pigeon"
    Then the answer has status 400
    And the answer field "source" holds a message
