package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/cmd/mancala/web"
)

func newServeCmd() *cobra.Command {
	var addr string
	var public bool
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080]",
		Short: "Play, watch, author and replay games in a web browser",
		Long: `serve runs a web server whose page plays any built-in variant against a
person or a computer player, animates every move seed by seed with its
narration, checks a description as it is typed and plays it, and replays
game records; its JSON API (under /api/) is described in docs/serve.md.
It listens on the loopback address unless --public is given, serves only
the page built into the binary and reads no file.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !web.Loopback(addr) && !public {
				return fmt.Errorf("--addr %s is not a loopback address: give --public to serve other machines", addr)
			}
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return err
			}
			srv := web.New(web.DefaultConfig).HTTPServer(addr)
			fmt.Fprintf(cmd.OutOrStdout(), "mancala serve: http://%s/\n", ln.Addr())
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			done := make(chan error, 1)
			go func() { done <- srv.Serve(ln) }()
			select {
			case err := <-done:
				return err
			case <-ctx.Done():
			}
			shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := srv.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "the address to listen on")
	cmd.Flags().BoolVar(&public, "public", false, "allow an address other than loopback")
	return cmd
}
