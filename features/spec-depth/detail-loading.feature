@ui
Feature: A detail page loads its object first
  Shell §4: the detail object loads first, with a loading flag. While the server has not answered the
  user's detail, the page says it is loading and draws none of its tabs; once the answer comes, the
  page is drawn with the object's name.

  @shell.4.detail-loading
  Scenario: a user's detail page says it is loading until the user is read, then shows it
    Given "admin" has signed in
    And the browser's GET calls to "/api/v1/users/users/" are held
    When they go to the detail page of the user "user"
    Then the detail page says it is loading, showing no tab yet
    When the held calls are answered
    Then the detail title is "User: Ordinary User"
