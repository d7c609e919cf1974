@demo @shell.2.path.login
Feature: The static demo works from a plain static file server
  `npm run build:demo` writes dist-demo/: the console with the mock as a service worker, so a product
  owner can click through it with nothing but a static file server. The worker never sees navigations,
  so the demo signs in on the console's own page at /ui/login (shell §2 lists /login as a sign-in path),
  not on the platform's page. The scenario serves the folder an earlier step built; it builds nothing.

  Scenario: admin signs in on the demo's sign-in page and lands on the console dashboard
    Given the static demo is served by a plain static file server
    When they open the demo at "/ui/"
    Then they see the demo's sign-in page
    When they sign in to the demo as "admin"
    Then they land on the console dashboard

  Scenario: a wrong password keeps the visitor on the demo's sign-in page with an error
    Given the static demo is served by a plain static file server
    When they open the demo at "/ui/console/users/users/"
    And they sign in to the demo as "admin" with the password "wrong"
    Then the demo's sign-in page says "The username or password you entered is incorrect"

  Scenario: someone signed in to the demo who opens its sign-in page /ui/login lands on the console
    Given the static demo is served by a plain static file server
    When they open the demo at "/ui/"
    And they sign in to the demo as "admin"
    Then they land on the console dashboard
    When they open the demo at "/ui/login"
    Then they land on the console dashboard
